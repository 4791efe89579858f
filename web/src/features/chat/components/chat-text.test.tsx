// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ChatText } from './chat-text.tsx';

afterEach(cleanup);

const show = (text: string) =>
  render(
    <MemoryRouter>
      <ChatText text={text} />
    </MemoryRouter>,
  ).container;

describe('ChatText', () => {
  it('shows markup as text: no element from the message', () => {
    const box = show('<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>');
    expect(box.querySelector('img, script, b')).toBeNull();
    expect(box.textContent).toBe('<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>');
  });

  it('links another site in a new tab without referrer or ranking, and this site as a page of the app', () => {
    const box = show(`See https://example.com/help or ${window.location.origin}/faq#hours`);
    const [external, local] = [...box.querySelectorAll('a')];
    expect(external!.getAttribute('href')).toBe('https://example.com/help');
    expect(external!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(external!.getAttribute('target')).toBe('_blank');
    expect(local!.getAttribute('href')).toBe('/faq#hours');
    expect(local!.getAttribute('target')).toBeNull();
  });

  it('never makes a javascript: address a link', () => {
    const box = show('javascript:alert(1)');
    expect(box.querySelector('a')).toBeNull();
    expect(box.textContent).toBe('javascript:alert(1)');
  });
});

describe('ChatText with paths of this site', () => {
  it('links the paths the assistant writes, leaving out the full stop after them', () => {
    const box = show(
      'Browse the FAQ at /faq. Follow it live at /track/7KQ2PX or see /?category=edibles#products',
    );
    const hrefs = [...box.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/faq', '/track/7KQ2PX', '/?category=edibles#products']);
    expect(box.textContent).toBe(
      'Browse the FAQ at /faq. Follow it live at /track/7KQ2PX or see /?category=edibles#products',
    );
  });

  it('does not link a fraction or a path inside a word', () => {
    const box = show('Mon–Fri and 1/2 oz, and/or 24/7, a / b');
    expect(box.querySelector('a')).toBeNull();
  });
});
