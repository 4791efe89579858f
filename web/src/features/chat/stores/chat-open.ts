/** Whether the support chat was open in this tab: a reload reopens it (sessionStorage, so a new tab starts closed). */
const KEY = 'nym.chat.open';

export const chatWasOpen = () => {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};

export const rememberChatOpen = (open: boolean) => {
  try {
    if (open) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the chat just starts closed after a reload */
  }
};
