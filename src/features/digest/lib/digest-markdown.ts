import { markdownCell } from '@/lib/export/markdown';
import { lineText, type DigestLink, type DigestSection } from './digest-lines';

// The digest for a chat channel: a heading, a line on the weeks, then each section's lines as links (escaped as the exports escape).

/** Brackets and spaces would end a Markdown link's address early. */
const linkAddress = (url: string) => url.replace(/[() ]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

export function digestMarkdown(
  title: string,
  weeks: string,
  sections: readonly DigestSection[],
  url: (link: DigestLink) => string,
): string {
  let text = `# ${markdownCell(title)}\n\n${markdownCell(weeks)}\n`;
  for (const section of sections) {
    text += `\n## ${markdownCell(section.title)}\n\n`;
    const lines = section.lines.map((line) => `- [${markdownCell(lineText(line))}](${linkAddress(url(line.link))})\n`);
    text += lines.length === 0 ? `${markdownCell(section.empty ?? '')}\n` : lines.join('');
  }
  return text;
}
