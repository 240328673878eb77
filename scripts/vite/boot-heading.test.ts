// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bootHeadingPlugin, bootHeadingScript } from './boot-heading';
import { contentSecurityPolicy } from './content-security-policy';

const INDEX_HTML = readFileSync(`${process.cwd()}/index.html`, 'utf8'); // the project's root, where Vitest runs;

/** The frame of index.html with its inline script run at `path` (and fragment) of this page, as the browser would. */
function bootFrameAt(path: string, base = '/') {
  const transform = bootHeadingPlugin(base).transformIndexHtml as (html: string) => string;
  const body = /<body>([\s\S]*)<\/body>/.exec(transform(INDEX_HTML))?.[1] ?? '';
  window.history.replaceState(null, '', path);
  document.body.innerHTML = body; // scripts set as markup do not run: run the frame's own below
  new Function(/<script>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '')();
  const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
  return {
    known: document.querySelector('.boot')?.classList.contains('boot-known') ?? false,
    title: text('.boot-title'),
    description: text('.boot-intro'),
  };
}

describe('the frame index.html paints before the app', () => {
  it("carries each fixed page's own title and description, with the repository of the address", () => {
    expect(bootFrameAt('/acme/checkout')).toEqual({
      known: true,
      title: 'Overview',
      description: 'Test health on the default branch of acme/checkout. Every figure opens the matching tests.',
    });
    expect(bootFrameAt('/acme/checkout/activity?types=x')).toMatchObject({
      title: 'Activity log',
      description:
        'What happened in acme/checkout: pull request actions, the merge queue, commands, freezes and quarantines, newest first.',
    });
    expect(bootFrameAt('/acme/checkout/tests/')).toMatchObject({ title: 'Tests' });
    expect(bootFrameAt('/acme/checkout/quarantines')).toMatchObject({ title: 'Quarantines' });
    expect(bootFrameAt('/acme/checkout/my-change')).toMatchObject({ title: 'Is it my change?' });
    expect(bootFrameAt('/acme/checkout/merge-queue?range=30d')).toMatchObject({
      title: 'Merge queue',
      description:
        'How pull requests move through the merge queue of acme/checkout: time to merge, why they leave, batches and CI. Every figure opens its events in the activity log.',
    });
    // The runners page is about the owner: its words name the owner alone.
    expect(bootFrameAt('/acme/checkout/runners')).toEqual({
      known: true,
      title: 'CI runners',
      description: 'CI runners of acme (every repository): which runner is slow or failing, and which jobs wait for a runner.',
    });
  });

  it('reads the route below a base path, or in the fragment when the base is relative (the offline demo)', () => {
    expect(bootFrameAt('/insights/acme/docs-site/tests', '/insights/')).toMatchObject({ title: 'Tests' });
    expect(bootFrameAt('/demo/index.html#/acme/docs-site/activity', './')).toMatchObject({
      title: 'Activity log',
      description: expect.stringContaining('What happened in acme/docs-site:'),
    });
  });

  it('writes a repository name as text, never as markup', () => {
    const frame = bootFrameAt('/%3Cimg%20src%3Dx%3E/checkout/activity');
    expect(frame.description).toContain('What happened in <img src=x>/checkout:');
  });

  it('keeps the placeholder bars where the page has no fixed heading, or the address cannot be read', () => {
    for (const url of [
      '/',
      '/acme/checkout/tests/0b4d8aff-fcb6-5078-a425-87ee2ef2766b',
      '/acme/checkout/settings',
      '/acme/checkout/constructor',
      '/acme/%E0%A4%A/tests',
    ]) {
      expect(bootFrameAt(url), url).toEqual({ known: false, title: '', description: '' });
    }
  });

  it('is allowed by the policy through the hash of the very text the document carries', () => {
    const transform = bootHeadingPlugin('/').transformIndexHtml as (html: string) => string;
    const inline = /<script>([\s\S]*?)<\/script>/.exec(transform(INDEX_HTML))?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(contentSecurityPolicy({ inlineScripts: [bootHeadingScript('/')] })).toContain(`'sha256-${hash}'`);
  });
});
