import { ApiError } from './api-client';

// Files: fetched (so a failure can be told with a toast), then handed to the browser as a download.

/** Downloads a file of the API under the name the server gives it. */
export async function downloadFile(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      (body?.error?.code as ApiError['code']) ?? (response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
      body?.error?.message ?? 'Something went wrong. Please try again.',
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
