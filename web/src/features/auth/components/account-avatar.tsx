import type { ButtonHTMLAttributes, Ref } from 'react';

const initials = (name: string, email: string) =>
  (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0])
      .join('') ||
    email[0] ||
    '?'
  ).toUpperCase();

interface AccountAvatarProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  name: string;
  email: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The signed-in trigger: the customer's initials in a gold ring. */
export function AccountAvatar({ name, email, ref, ...props }: AccountAvatarProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Account menu"
      className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full hover:bg-surface-2"
      {...props}
    >
      {/* The initials are the avatar's picture, drawn from an attribute: the button has no text its name leaves out. */}
      <span
        aria-hidden
        data-initials={initials(name, email)}
        className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-[12px] font-semibold tracking-wide text-primary-foreground ring-2 ring-accent/40 ring-offset-2 ring-offset-background after:content-[attr(data-initials)]"
      />
    </button>
  );
}
