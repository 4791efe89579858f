// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { sessionQuery } from '#web/lib/session.ts';
import { chatSessionQuery } from '../api/get-chat-session.ts';
import { ChatLauncher } from './chat-launcher.tsx';

// The widget's module is replaced by one that records when it is loaded.
const widget = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('./chat-widget.tsx', () => {
  widget.loaded();
  return {
    ChatWidget: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Support" /> : null),
  };
});

function renderLauncher() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQuery.queryKey, null);
  client.setQueryData(chatSessionQuery(null).queryKey, { conversation: null, available: true });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <ChatLauncher />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Open support chat' });
}

describe('ChatLauncher', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  // One test: the module is loaded once per file, so its first load is what can be seen.
  it('loads the widget on the first sign of intent (a pointer over it), before the click, and not before', async () => {
    const launcher = renderLauncher();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(widget.loaded).not.toHaveBeenCalled();
    fireEvent.pointerEnter(launcher);
    await waitFor(() => expect(widget.loaded).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(launcher);
    expect(await screen.findByRole('dialog', { name: 'Support' })).toBeTruthy();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
  });
});
