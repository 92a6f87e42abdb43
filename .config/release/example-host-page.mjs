// The smallest host page that embeds a release: the widget's element, its config and the loader
// tag with the SRI hash of the loader it ships with.
const escapeAttribute = (text) => String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export function exampleHostPage({ version, loaderIntegrity }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Publisher Platform ${escapeAttribute(version)}</title>
  </head>
  <body>
    <div data-publisher-platform></div>
    <script type="application/json" id="publisher-platform-config">
      {
        "title": "Publisher Platform",
        "apiBase": "/publisher/api",
        "defaultTimezone": "UTC",
        "brand": { "primary": "#f97316" },
        "hostApi": true,
        "additionalPages": []
      }
    </script>
    <script
      src="../dist/loader.js"
      integrity="${escapeAttribute(loaderIntegrity)}"
      crossorigin="anonymous"
    ></script>
  </body>
</html>
`;
}
