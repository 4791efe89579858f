import Linkify from 'linkify-react';
import type { IntermediateRepresentation } from 'linkifyjs';
import { Link } from 'react-router';

const SAFE = new Set(['http:', 'https:', 'mailto:']);
const link = 'font-medium underline underline-offset-2 break-all';

/** A link in chat text: a page of this site as a router link, anything else in a new tab with no referrer or ranking. */
function ChatLink({ attributes, content }: IntermediateRepresentation) {
  let url: URL;
  try {
    url = new URL(String(attributes.href), window.location.origin);
  } catch {
    return <>{content}</>;
  }
  if (!SAFE.has(url.protocol)) return <>{content}</>;
  if (url.origin === window.location.origin) {
    return (
      <Link to={`${url.pathname}${url.search}${url.hash}`} className={link}>
        {content}
      </Link>
    );
  }
  return (
    <a href={url.href} target="_blank" rel="noopener noreferrer nofollow" className={link}>
      {content}
    </a>
  );
}

const OPTIONS = { render: ChatLink, defaultProtocol: 'https' };

/** Chat text as text only (never HTML); web addresses and e-mail addresses become links. */
export function ChatText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed sm:text-sm">
      <Linkify options={OPTIONS}>{text}</Linkify>
    </p>
  );
}
