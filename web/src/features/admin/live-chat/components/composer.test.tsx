// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TEXT } from '#domain/chat/rules.ts';
import { Composer } from './composer.tsx';

afterEach(cleanup);

function setup(onSend = vi.fn(() => Promise.resolve())) {
  const client = new QueryClient();
  client.setQueryData(['admin', 'live-chat', 'canned'], { replies: [] });
  render(
    <QueryClientProvider client={client}>
      <Composer customerName="Ada Lovelace" onSend={onSend} sending={false} error={null} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSend, box: screen.getByRole('textbox', { name: 'Reply' }) };
}

describe('Composer', () => {
  it('Enter sends the trimmed text and clears the box; Shift+Enter adds a line', async () => {
    const { user, onSend, box } = setup();
    await user.type(box, '  Hello{Shift>}{Enter}{/Shift}there  ');
    expect((box as HTMLTextAreaElement).value).toBe('  Hello\nthere  ');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello\nthere');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses a blank reply with the chat text and sends nothing', async () => {
    const { user, onSend, box } = setup();
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText(CHAT_TEXT.empty)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
