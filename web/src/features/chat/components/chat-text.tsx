import Linkify from 'linkify-react';
import type { IntermediateRepresentation } from 'linkifyjs';
import type { ReactNode } from 'react';
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

/**
 * A page of this site written as a path ('/faq#area-hours', '/track/7KQ2PX'), as the assistant writes them: after a
 * space or an opening bracket, a trailing full stop or comma left out.
 */
const SITE_PATH = /(^|[\s(])(\/(?:[a-z0-9?#][\w\-/?=&#%.]*[\w/#=-]|[a-z0-9]))(?=[\s.,;:!?)]|$)/gi;

/** Chat text as text only (never HTML); web addresses, e-mail addresses and this site's paths become links. */
export function ChatText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const start = match.index + match[1]!.length;
    const path = match[2]!;
    parts.push(
      <Linkify key={`t${last}`} options={OPTIONS}>
        {text.slice(last, start)}
      </Linkify>,
      <Link key={`l${start}`} to={path} className={link}>
        {path}
      </Link>,
    );
    last = start + path.length;
  }
  parts.push(
    <Linkify key={`t${last}`} options={OPTIONS}>
      {text.slice(last)}
    </Linkify>,
  );
  return <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed sm:text-sm">{parts}</p>;
}
