import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { lazyComponent } from './lazyComponent';

type Props = { label: string };

function deferredModule() {
  let resolve!: () => void;
  function Counter({ label }: Props) {
    const [count, setCount] = useState(0);
    return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
  }
  const promise = new Promise<{ default: typeof Counter }>((done) => {
    resolve = () => done({ default: Counter });
  });
  return { load: jest.fn(() => promise), resolve };
}

const Loading = ({ label }: Props) => <p role="status">{`${label} 불러오는 중`}</p>;

describe('lazyComponent', () => {
  it('shows the fallback until the code arrives, then the component; later instances render at once', async () => {
    const code = deferredModule();
    const { Component } = lazyComponent(code.load, Loading);
    const first = render(<Component label="표" />);
    expect(screen.getByRole('status')).toHaveTextContent('표 불러오는 중');
    expect(code.load).toHaveBeenCalledTimes(1);

    await act(async () => code.resolve());
    expect(await screen.findByRole('button', { name: '표 0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '표 0' }));
    first.rerender(<Component label="표" />);
    expect(screen.getByRole('button', { name: '표 1' })).toBeInTheDocument(); // same instance: state kept
    first.unmount();

    render(<Component label="다음" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 0' })).toBeInTheDocument();
    expect(code.load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches the code once, before any render', async () => {
    const code = deferredModule();
    const { Component, preload } = lazyComponent(code.load, Loading);
    const preloaded = preload();
    code.resolve();
    await preloaded;
    render(<Component label="표" />);
    expect(screen.getByRole('button', { name: '표 0' })).toBeInTheDocument();
    expect(code.load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is tried again on the next use', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: ({ label }: Props) => <span>{label}</span> });
    const { Component, preload } = lazyComponent(load, Loading);
    await preload();
    render(<Component label="다시" />);
    expect(await screen.findByText('다시')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
