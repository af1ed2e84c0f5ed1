/** True when the remote's mf-manifest.json lists the exposed module (e.g. mf-shop's `./cart-panel`). */
export async function manifestExposes(manifestUrl: string, exposed: string): Promise<boolean> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) return false;
  const manifest = (await response.json()) as { exposes?: { path?: string }[] };
  return (manifest.exposes ?? []).some((e) => e.path === exposed);
}
