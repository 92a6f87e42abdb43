// @ts-check

/**
 * The frame of the demo's developer pages (mailbox, error reports): a title, one line of links
 * and the content, which callers pass already escaped.
 * @param {{ title: string, intro: string, body: string, style?: string }} page
 */
export function renderDevPage({ title, intro, body, style = '' }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}: AcmeAds demo network</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 900px; color: #1f2937; }
      article { border: 1px solid #d1d5db; border-radius: 8px; padding: 0 1rem 1rem; margin-bottom: 1rem; }
      .meta { color: #4b5563; font-size: 0.9rem; }
      pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f9fafb; padding: 0.75rem; }
      ${style}
    </style>
  </head>
  <body>
    <h1>${title}</h1>
    <p>${intro}</p>
    ${body}
  </body>
</html>
`;
}
