import { describe, expect, it } from 'vitest';
import { escapeLike, likeContains, likePrefix } from './like.ts';

describe('LIKE patterns', () => {
  it('escape the wildcards and the escape character, and nothing else', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike("O'Brien Ünïcode")).toBe("O'Brien Ünïcode");
  });

  it('match a prefix or any part, leaving the case as given', () => {
    expect(likePrefix('Ana_')).toBe('Ana\\_%');
    expect(likeContains('100%')).toBe('%100\\%%');
    expect(likePrefix('')).toBe('%');
  });
});
