// PostCSS plugin that makes Tailwind's output safe to embed in a host page:
// - every cascade layer is unwrapped (Safari 14.1 / Firefox 95 / Chrome 96 have no layers, and on
//   newer browsers un-layered host CSS would beat layered widget CSS);
// - global selectors (:root, :host, html, body, *, bare elements) are scoped under the widget root;
// - Tailwind's internal `--tw-*` variables become `--pp-tw-*`, so the @property rules that register
//   them (non-inherited, with initial values) cannot meet a host's own Tailwind. Registration is
//   what keeps style recalculation cheap: the unregistered fallback declares every variable on
//   every element and pseudo-element, a quarter to a third of the widget's restyle time; that fallback
//   stays only behind Tailwind's guard for browsers without @property;
// - keyframe names get the widget prefix so they never collide with the host's;
// - variant utilities (breakpoints, dark) get a specificity boost: every module ships its own
//   stylesheet, so a base utility in a later module's file (`pp:flex-col`) must not beat a
//   responsive one in an earlier file (`pp:lg:flex-row`) just by coming later.
export const WIDGET_ROOT = '[data-publisher-platform]';
const TAILWIND_VARIABLE = /--tw-/g;
const WIDGET_VARIABLE = '--pp-tw-';
const KEYFRAME_PREFIX = 'pp-';

function scopeSelector(selector) {
  const s = selector.trim();
  if (s.startsWith(WIDGET_ROOT) || s.startsWith('.pp\\:') || s.startsWith(':where(.pp\\:'))
    return s;
  // The host's <body> is not ours to style.
  if (/^body\b/.test(s)) return null;
  if (/^(:root|:host|html)$/.test(s)) return WIDGET_ROOT;
  const rest = s.replace(/^(:root|:host|html|body)\b/, '').trim();
  if (rest !== s) return `${WIDGET_ROOT} ${rest}`;
  if (s === '*') return `${WIDGET_ROOT}, ${WIDGET_ROOT} *`;
  return `${WIDGET_ROOT} ${s}`;
}

// Breakpoint rank by min-width (px): larger breakpoints win over smaller ones across files.
const BREAKPOINTS_PX = [640, 768, 1024, 1235, 1441];
function mediaRank(rule) {
  let rank = 0;
  for (let p = rule.parent; p; p = p.parent) {
    if (p.type !== 'atrule' || p.name !== 'media') continue;
    const m = p.params.match(/(?:min-width:|>=)\s*([\d.]+)(px|rem)/);
    if (!m) rank += 1;
    else {
      const px = Number(m[1]) * (m[2] === 'rem' ? 16 : 1);
      rank += 1 + BREAKPOINTS_PX.filter((b) => b < px).length;
    }
  }
  return rank;
}

const LEADING_CLASS = /^\.(?:\\.|[\w-])+/;
function boostSelector(selector, times) {
  const m = selector.match(LEADING_CLASS);
  return m && times > 0 ? m[0].repeat(times) + selector : selector;
}

function insideKeyframes(rule) {
  for (let p = rule.parent; p; p = p.parent) {
    if (p.type === 'atrule' && /keyframes$/.test(p.name)) return true;
  }
  return false;
}

export default function scopeCss() {
  return {
    postcssPlugin: 'publisher-platform-scope',
    OnceExit(root) {
      root.walkAtRules((at) => {
        if (at.name === 'property')
          at.params = at.params.replace(TAILWIND_VARIABLE, WIDGET_VARIABLE);
        else if (at.name === 'layer' && !at.nodes) at.remove();
      });
      root.walkDecls((decl) => {
        decl.prop = decl.prop.replace(TAILWIND_VARIABLE, WIDGET_VARIABLE);
        decl.value = decl.value.replace(TAILWIND_VARIABLE, WIDGET_VARIABLE);
      });
      // Unwrap layers, innermost first.
      let changed = true;
      while (changed) {
        changed = false;
        root.walkAtRules((at) => {
          if (at.name === 'layer' && at.nodes) {
            at.replaceWith(at.nodes);
            changed = true;
          }
        });
      }
      const keyframes = new Set();
      root.walkAtRules(/keyframes$/, (at) => {
        keyframes.add(at.params);
        at.params = KEYFRAME_PREFIX + at.params;
      });
      root.walkRules((rule) => {
        if (insideKeyframes(rule)) return;
        const rank = mediaRank(rule);
        const boosted = rule.selectors.map((sel) =>
          boostSelector(sel, rank + (sel.includes('[data-theme=dark]') ? 1 : 0)),
        );
        const scoped = boosted.map(scopeSelector).filter(Boolean).join(', ');
        if (!scoped) rule.remove();
        else rule.selectors = [...new Set(scoped.split(/,\s*(?![^()]*\))/))];
      });
      if (keyframes.size) {
        const names = new RegExp(`(^|[\\s,])(${[...keyframes].join('|')})(?=[\\s,]|$)`, 'g');
        root.walkDecls((decl) => {
          if (/animation/.test(decl.prop) || decl.prop.startsWith('--pp-animate')) {
            decl.value = decl.value.replace(names, `$1${KEYFRAME_PREFIX}$2`);
          }
        });
      }
    },
  };
}
scopeCss.postcss = true;
