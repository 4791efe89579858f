/** 'waiting 3 min' / 'waiting 1 h 5 min' / 'waiting <1 min' from when the chat was handed to a person. */
export function waitText(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return 'waiting <1 min';
  if (minutes < 60) return `waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `waiting ${hours} h${rest ? ` ${rest} min` : ''}`;
}

/** Long waits stand out: amber from 3 minutes, red from 10. */
export function waitTone(since: string, now: number): 'neutral' | 'warning' | 'danger' {
  const minutes = (now - Date.parse(since)) / 60_000;
  return minutes >= 10 ? 'danger' : minutes >= 3 ? 'warning' : 'neutral';
}

/** Who the chat is with: the customer's name, else the e-mail a guest left, else the guest label. */
export function chatTitle(s: {
  customerName: string | null;
  contactEmail: string | null;
  guestLabel: string | null;
}): string {
  return s.customerName ?? s.contactEmail ?? s.guestLabel ?? 'Guest';
}

/** Who wrote a line, as the queue names them: the customer, the assistant, or the staff member's first name. */
export function senderText(latest: { sender: 'user' | 'ai' | 'staff'; staffName: string | null }): string {
  if (latest.sender === 'user') return 'Customer';
  if (latest.sender === 'ai') return 'Assistant';
  return latest.staffName ?? 'Staff';
}
