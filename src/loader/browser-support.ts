/**
 * Browser check for the loader (unsupported when older than roughly iOS 14.5,
 * Opera 82, Samsung Internet 16, Edge/Chrome 96, Safari 14.1, Firefox 95).
 *
 * Written in ES5 syntax on purpose (`var`, `function`, no arrows or template strings):
 * this file must parse and run in Internet Explorer 11 and other old engines so that
 * they can show the "browser not supported" page. See src/loader/README.md.
 */
/* eslint-disable no-var */

/** Version as [major, minor] read from the first capture groups of a match, or null. */
function readVersion(userAgent: string, pattern: RegExp): number[] | null {
  var match = pattern.exec(userAgent);
  if (!match) return null;
  return [parseInt(match[1] || '0', 10), parseInt(match[2] || '0', 10)];
}

/** True when `version` is at least `major.minor`. */
function atLeast(version: number[], major: number, minor: number): boolean {
  var actualMajor = version[0] || 0;
  var actualMinor = version[1] || 0;
  return actualMajor > major || (actualMajor === major && actualMinor >= minor);
}

var IOS_DEVICE = /\b(?:iPhone|iPad|iPod)\b/;
var IOS_VERSION = /\bOS (\d+)(?:[_.](\d+))?/;
var SAMSUNG = /\bSamsungBrowser\/(\d+)\.?(\d*)/;
var EDGE_CHROMIUM = /\bEdg(?:A)?\/(\d+)\.?(\d*)/;
var OPERA = /\bOPR\/(\d+)\.?(\d*)/;
var FIREFOX = /\bFirefox\/(\d+)\.?(\d*)/;
var CHROMIUM = /(?:Chrome|Chromium)\/(\d+)\.?(\d*)/;
var SAFARI_VERSION = /\bVersion\/(\d+)\.?(\d*)/;

/**
 * Decides from a User-Agent string whether the portal can run.
 *
 * - Internet Explorer and the old EdgeHTML Edge (`Edge/1x`) are never supported.
 * - On iOS every browser is WebKit, so only the iOS version counts (>= 14.5).
 * - Branded Chromium browsers are checked by their own version where one is set
 *   (Samsung Internet 16, Edge 96, Opera 82 on desktop); others (Yandex, Vivaldi, Opera for
 *   Android whose numbering differs from desktop Opera, WebViews) by their Chromium version.
 * - Presto Opera, Opera Mini and the pre-Chrome Android browser are unsupported.
 * - Unknown engines, bots and an empty string are allowed.
 */
export function isSupportedBrowser(userAgent: string): boolean {
  var ua = userAgent || '';
  var version: number[] | null;

  if (ua.indexOf('MSIE ') !== -1 || ua.indexOf('Trident/') !== -1) return false;
  if (/\bEdge\/\d/.test(ua)) return false;

  if (IOS_DEVICE.test(ua)) {
    version = readVersion(ua, IOS_VERSION);
    return version ? atLeast(version, 14, 5) : true;
  }

  if (ua.indexOf('Presto/') !== -1 || ua.indexOf('Opera Mini/') !== -1 || /^Opera\//.test(ua)) {
    return false;
  }

  version = readVersion(ua, SAMSUNG);
  if (version) return atLeast(version, 16, 0);

  version = readVersion(ua, EDGE_CHROMIUM);
  if (version) return atLeast(version, 96, 0);

  version = readVersion(ua, OPERA);
  if (version && ua.indexOf('Android') === -1) return atLeast(version, 82, 0);

  version = readVersion(ua, FIREFOX);
  if (version) return atLeast(version, 95, 0);

  version = readVersion(ua, CHROMIUM);
  if (version) return atLeast(version, 96, 0);

  version = readVersion(ua, SAFARI_VERSION);
  if (version && ua.indexOf('Safari/') !== -1) {
    // The stock Android browser (before Chrome) calls itself "Version/4.0 Mobile Safari".
    if (ua.indexOf('Android') !== -1) return false;
    return atLeast(version, 14, 1);
  }

  return true;
}
