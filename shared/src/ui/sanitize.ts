/**
 * HTML sanitising with DOMPurify, loaded on first use: it is needed only where rich text
 * is shown (a confirm dialog with an HTML body, CS notices and answers), so it stays out of the
 * shared bundle every first paint downloads. Until it has loaded, nothing is rendered: HTML is
 * never shown unsanitised.
 */
import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    sanitizer = (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    return sanitizer;
  });
  // A failed chunk load may be retried by the next caller.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}

/** The sanitised `html`, or null while DOMPurify loads (render nothing until then). */
export function useSanitizedHtml(html: string | undefined): string | null {
  const [ready, setReady] = useState(sanitizer !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      () => live && setReady(true),
      (error: unknown) => console.error('[shared] DOMPurify failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return html !== undefined && sanitizer ? sanitizer(html) : null;
}
