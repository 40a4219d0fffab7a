/** Where the studio uploads article images (under /graphql, where the studio's session cookie goes). */
export const STUDIO_IMAGE_UPLOAD_PATH = '/graphql/studio/images';

/** Uploads one image; its address on this site, or the error code the server (or the network) gave. */
export async function uploadStudioImage(file: File): Promise<{ url: string } | { code: string }> {
  const form = new FormData();
  form.append('file', file);
  try {
    const res = await fetch(STUDIO_IMAGE_UPLOAD_PATH, { method: 'POST', body: form, credentials: 'same-origin' });
    const body = (await res.json().catch(() => null)) as { data?: { url?: string }; code?: string } | null;
    if (res.ok && body?.data?.url) return { url: body.data.url };
    return { code: body?.code ?? 'UNKNOWN' };
  } catch {
    return { code: 'NETWORK' };
  }
}
