import { useState } from 'react';

/**
 * A filter select's shown value, ahead of the URL it writes to. Choosing a filter is a navigation, and the
 * route's loader holds the new search until its list has loaded; a controlled select meanwhile snaps
 * back to the URL's old value, so quick arrow-key presses in a native select undo each other. The choice
 * is shown at once and kept until the URL catches up with it (intermediate URLs of quick presses do not
 * pull it back); from then on the URL leads again (back, forward, "Clear filters").
 */
export function useChoiceAheadOfUrl(fromUrl: string): [shown: string, choose: (value: string) => void] {
  const [chosen, setChosen] = useState<string | null>(null);
  // Adjusted while rendering (React's pattern for state derived from a changed prop): no extra commit.
  if (chosen !== null && chosen === fromUrl) setChosen(null);
  return [chosen ?? fromUrl, setChosen];
}
