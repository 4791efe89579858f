/**
 * Whether the support chat was open in this tab (sessionStorage: a new tab starts closed). Closed stays closed on every
 * page of the visit. A reload reopens it on a wider screen only: on a phone the panel fills the screen, so it opens
 * only when the customer taps the launcher, never by itself.
 */
const KEY = 'nym.chat.open';
const PHONE = '(max-width: 767px)';

const onPhone = () => {
  try {
    return window.matchMedia(PHONE).matches;
  } catch {
    return false;
  }
};

export const chatWasOpen = () => {
  if (onPhone()) return false;
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
