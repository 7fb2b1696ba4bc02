/** Copies to the clipboard; a failure is only logged, with the spec's text (§8). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    // eslint-disable-next-line no-console -- spec §8: "Copy failure: console log ... only"
    console.log(`Не удалось скопировать текст: ${String(error)}`);
    return false;
  }
}
