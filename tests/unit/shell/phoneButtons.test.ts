// react-admin's `Button` is a bare icon button under the `sm` breakpoint: its
// words become a tooltip and only its child icon shows. One written without an
// icon (`<Button label="…" />`) is an empty square on a phone, which a screen
// reader still names, so axe in the phone walk does not catch it. Such buttons
// are `TextButton` (src/resources/shared/TextButton.tsx); this lists any left.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.tsx') ? [path] : [];
  });
}

/** The `<Button …/>` tags (self-closing: no icon inside) of a file importing react-admin's Button. */
function iconlessButtons(text: string): string[] {
  if (!/import\s*\{[^}]*\bButton\b[^}]*\}\s*from\s*'react-admin'/.test(text)) return [];
  const found: string[] = [];
  for (const match of text.matchAll(/<Button\b/g)) {
    let depth = 0;
    let i = match.index + match[0].length;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    if (text[i - 1] === '/') found.push(text.slice(match.index, i + 1).replace(/\s+/g, ' ').slice(0, 80));
  }
  return found;
}

describe('buttons on a phone', () => {
  it('finds a react-admin Button written without an icon, and not one with an icon or MUI\'s own', () => {
    const ra = "import { Button } from 'react-admin';\n";
    expect(iconlessButtons(`${ra}<Button label="ra.action.close" onClick={() => f({ a: 1 })} />`)).toHaveLength(1);
    expect(iconlessButtons(`${ra}<Button label="x" onClick={go}>\n  <KeyIcon />\n</Button>`)).toHaveLength(0);
    expect(iconlessButtons("import { Button } from '@mui/material';\n<Button onClick={go} />")).toHaveLength(0);
  });

  it('no screen has a react-admin Button without an icon', () => {
    const left = sources(join(root, 'src')).flatMap((path) =>
      iconlessButtons(readFileSync(path, 'utf8')).map((tag) => `${relative(root, path)}: ${tag}`));
    expect(left).toEqual([]);
  });
});
