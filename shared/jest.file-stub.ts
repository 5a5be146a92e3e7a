/** Images and styles resolve to a fixed URL string in unit tests (jest.config.ts names it). @public */
export default 'test-file-stub';
