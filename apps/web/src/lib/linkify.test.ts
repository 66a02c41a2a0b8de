import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify';

describe('linkify (spec part 2 §2: links made clickable, nothing else executable)', () => {
  it('turns http, https and www addresses into links and keeps the text around them', () => {
    expect(linkify('Read http://a.example/x, then https://b.example/y?z=1 or www.c.example.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'http://a.example/x', href: 'http://a.example/x' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'https://b.example/y?z=1', href: 'https://b.example/y?z=1' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'www.c.example', href: 'https://www.c.example/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves javascript:, data: and mailto: addresses as text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.example']) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('leaves HTML as text, linking only a real address inside it', () => {
    expect(linkify('<a href="javascript:alert(1)">x</a>')).toEqual([
      { kind: 'text', text: '<a href="javascript:alert(1)">x</a>' },
    ]);
    expect(linkify('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('drops a closing bracket the address did not open but keeps a balanced one', () => {
    expect(linkify('(see https://a.example/page)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://a.example/page', href: 'https://a.example/page' },
      { kind: 'text', text: ')' },
    ]);
    expect(linkify('https://en.example/Wiki_(x)')[0]).toMatchObject({ text: 'https://en.example/Wiki_(x)' });
  });

  it('does not link inside an e-mail address or a longer word', () => {
    expect(linkify('mail me at joe@www.example.com')).toEqual([
      { kind: 'text', text: 'mail me at joe@www.example.com' },
    ]);
    expect(linkify('awww.example')).toEqual([{ kind: 'text', text: 'awww.example' }]);
  });

  it('keeps line breaks and a bare scheme as text', () => {
    expect(linkify('one\ntwo https:// three')).toEqual([{ kind: 'text', text: 'one\ntwo https:// three' }]);
  });

  it('accepts only http and https in safeHref', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example/');
    expect(safeHref('www.a.example')).toBe('https://www.a.example/');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('not a url')).toBeUndefined();
  });
});
