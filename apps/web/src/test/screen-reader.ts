import { virtual } from '@guidepup/virtual-screen-reader';

/**
 * What a screen reader says while `act` runs (issue 30: announcements are checked with a model of a
 * screen reader, not by looking for aria-live attributes): @guidepup/virtual-screen-reader follows the
 * document as NVDA or VoiceOver would, live regions included, and returns the phrases spoken since it
 * started.
 */
export async function spokenDuring(act: () => Promise<void>): Promise<string[]> {
  await virtual.start({ container: document.body });
  try {
    await virtual.clearSpokenPhraseLog();
    await act();
    return await virtual.spokenPhraseLog();
  } finally {
    await virtual.stop();
  }
}
