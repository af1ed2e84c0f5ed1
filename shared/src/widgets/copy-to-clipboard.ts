/** Copies text to the clipboard: false when the browser has no clipboard or refuses (the caller offers the text to copy by hand). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
