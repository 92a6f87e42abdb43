// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSupportedBrowser } from '../../src/loader/browser-support';

const WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko)';
const MAC_WEBKIT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const iphone = (os: string): string =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)`;

/** [description, user agent, supported] — real-world strings. */
const TABLE: ReadonlyArray<readonly [string, string, boolean]> = [
  // Chrome 96
  ['Chrome 95 Windows', `${WIN} Chrome/95.0.4638.69 Safari/537.36`, false],
  ['Chrome 96 Windows', `${WIN} Chrome/96.0.4664.45 Safari/537.36`, true],
  [
    'Chrome 120 macOS (reduced UA)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    true,
  ],
  [
    'Chrome 49 Windows XP',
    'Mozilla/5.0 (Windows NT 5.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36',
    false,
  ],
  [
    'Chrome 95 Android',
    'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/95.0.4638.74 Mobile Safari/537.36',
    false,
  ],
  [
    'Chrome 119 Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
    true,
  ],
  [
    'Headless Chrome 120',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.28 Safari/537.36',
    true,
  ],
  [
    'Android WebView (Chrome 43)',
    'Mozilla/5.0 (Linux; Android 5.1.1; Nexus 5 Build/LMY48B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/43.0.2357.65 Mobile Safari/537.36',
    false,
  ],
  // Firefox 95
  [
    'Firefox 94 Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:94.0) Gecko/20100101 Firefox/94.0',
    false,
  ],
  [
    'Firefox 95 Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:95.0) Gecko/20100101 Firefox/95.0',
    true,
  ],
  [
    'Firefox ESR 91 Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:91.0) Gecko/20100101 Firefox/91.0',
    false,
  ],
  [
    'Firefox 121 Android',
    'Mozilla/5.0 (Android 13; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
    true,
  ],
  [
    'KaiOS (Firefox 48)',
    'Mozilla/5.0 (Mobile; Nokia_8110_4G; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
    false,
  ],
  // Safari 14.1 (macOS)
  ['Safari 13.1 macOS', `${MAC_WEBKIT} Version/13.1.2 Safari/605.1.15`, false],
  ['Safari 14.0.3 macOS', `${MAC_WEBKIT} Version/14.0.3 Safari/605.1.15`, false],
  ['Safari 14.1 macOS', `${MAC_WEBKIT} Version/14.1 Safari/605.1.15`, true],
  ['Safari 14.1.2 macOS', `${MAC_WEBKIT} Version/14.1.2 Safari/605.1.15`, true],
  ['Safari 17.2 macOS', `${MAC_WEBKIT} Version/17.2 Safari/605.1.15`, true],
  ['iPadOS 14.0 desktop mode (Macintosh UA)', `${MAC_WEBKIT} Version/14.0 Safari/605.1.15`, false],
  // iOS 14.5: any iOS browser is WebKit
  ['iOS 14.4 Safari', `${iphone('14_4')} Version/14.0.3 Mobile/15E148 Safari/604.1`, false],
  ['iOS 14.5 Safari', `${iphone('14_5')} Version/14.1 Mobile/15E148 Safari/604.1`, true],
  ['iOS 14.8.1 Safari', `${iphone('14_8_1')} Version/14.1.2 Mobile/15E148 Safari/604.1`, true],
  [
    'iOS 14.4 Chrome 96 (CriOS)',
    `${iphone('14_4')} CriOS/96.0.4664.53 Mobile/15E148 Safari/604.1`,
    false,
  ],
  [
    'iOS 15.0 Chrome 94 (CriOS)',
    `${iphone('15_0')} CriOS/94.0.4606.76 Mobile/15E148 Safari/604.1`,
    true,
  ],
  ['iOS 13.3 Firefox (FxiOS)', `${iphone('13_3')} FxiOS/40.0 Mobile/15E148 Safari/605.1.15`, false],
  [
    'iOS 16.1 Firefox 39 (FxiOS)',
    `${iphone('16_1')} FxiOS/39.0 Mobile/15E148 Safari/605.1.15`,
    true,
  ],
  [
    'iOS 17.1 Edge (EdgiOS)',
    `${iphone('17_1')} Version/17.0 EdgiOS/119.2151.65 Mobile/15E148 Safari/605.1.15`,
    true,
  ],
  [
    'iPad iOS 12.5.7',
    'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    false,
  ],
  [
    'iOS 14.4 Facebook in-app',
    `${iphone('14_4')} Mobile/15E148 [FBAN/FBIOS;FBAV/310.0.0.51.118;FBBV/289463903]`,
    false,
  ],
  ['iOS 16.6 WKWebView (no Version)', `${iphone('16_6')} Mobile/15E148`, true],
  // Edge (Chromium) 96, old EdgeHTML, Internet Explorer
  ['Edge 95 (Chromium)', `${WIN} Chrome/95.0.4638.69 Safari/537.36 Edg/95.0.1020.44`, false],
  ['Edge 96 (Chromium)', `${WIN} Chrome/96.0.4664.45 Safari/537.36 Edg/96.0.1054.29`, true],
  [
    'Edge 120 Android (EdgA)',
    'Mozilla/5.0 (Linux; Android 10; HD1913) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36 EdgA/120.0.2210.115',
    true,
  ],
  ['Edge 18 (EdgeHTML)', `${WIN} Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582`, false],
  [
    'Windows 10 Mobile Edge 15',
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
    false,
  ],
  [
    'Internet Explorer 11',
    'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    false,
  ],
  [
    'Internet Explorer 10',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
    false,
  ],
  [
    'IE Mobile 11 (claims iPhone)',
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
    false,
  ],
  // Opera 82
  ['Opera 81', `${WIN} Chrome/95.0.4638.69 Safari/537.36 OPR/81.0.4196.60`, false],
  ['Opera 82', `${WIN} Chrome/96.0.4664.45 Safari/537.36 OPR/82.0.4227.23`, true],
  [
    'Opera for Android 67 (Chromium 97)',
    'Mozilla/5.0 (Linux; Android 10; VOG-L29) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/97.0.4692.98 Mobile Safari/537.36 OPR/67.1.3508.63168',
    true,
  ],
  [
    'Opera for Android 62 (Chromium 87)',
    'Mozilla/5.0 (Linux; Android 10; VOG-L29) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.141 Mobile Safari/537.36 OPR/62.3.3146.57763',
    false,
  ],
  ['Opera 12 (Presto)', 'Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18', false],
  [
    'Opera Mini',
    'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
    false,
  ],
  // Samsung Internet 16 (checked by its own version, not its Chromium)
  [
    'Samsung Internet 15',
    'Mozilla/5.0 (Linux; Android 11; SAMSUNG SM-G973U) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/15.0 Chrome/90.0.4430.210 Mobile Safari/537.36',
    false,
  ],
  [
    'Samsung Internet 16 (Chromium 92)',
    'Mozilla/5.0 (Linux; Android 11; SAMSUNG SM-G991B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/16.0 Chrome/92.0.4515.166 Mobile Safari/537.36',
    true,
  ],
  // Yandex and other Chromium brands: by Chromium version
  [
    'Yandex 21.11 (Chromium 94)',
    `${WIN} Chrome/94.0.4606.85 YaBrowser/21.11.4.730 Yowser/2.5 Safari/537.36`,
    false,
  ],
  [
    'Yandex 23.11 (Chromium 118)',
    `${WIN} Chrome/118.0.5993.1323 YaBrowser/23.11.0.0 Safari/537.36`,
    true,
  ],
  [
    'UC Browser 13 (Chromium 78)',
    'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX1911 Build/QKQ1.200209.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
    false,
  ],
  [
    'Android 4 stock browser',
    'Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
    false,
  ],
  // Bots and unknown engines are allowed
  ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
  [
    'bingbot',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    true,
  ],
  ['curl', 'curl/8.4.0', true],
  ['empty string', '', true],
];

describe('isSupportedBrowser', () => {
  it('has a table of at least 25 user agents', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(25);
  });

  it.each(TABLE)('%s', (_name, userAgent, supported) => {
    expect(isSupportedBrowser(userAgent)).toBe(supported);
  });
});
