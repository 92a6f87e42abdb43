import postcss from 'postcss';
import tw from '@tailwindcss/postcss';
import fs from 'fs';
const css = fs.readFileSync('/tmp/twtest/in.css', 'utf8');
const r = await postcss([tw({ base: '/tmp/twtest' })]).process(css, { from: '/tmp/twtest/in.css' });
fs.writeFileSync('/tmp/twtest/out.css', r.css);
console.log(r.css.length);
