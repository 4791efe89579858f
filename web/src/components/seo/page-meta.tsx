import { useHydrated } from '#web/lib/hydrated.tsx';

const SITE = 'New York Minute NYC';
export const DEFAULT_TITLE = 'New York Minute NYC - Premium Flower Delivery';
const DEFAULT_DESCRIPTION =
  'Licensed, lab-tested flower, pre-rolls, edibles and concentrates delivered same day in Manhattan, Brooklyn and Queens. Adults 21+ only.';

interface PageMetaProps {
  /** Page title without the site name; omit for the default title. */
  title?: string;
  description?: string;
  /** Path of the canonical URL, e.g. /product/abc. */
  path: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  jsonLd?: Record<string, unknown>;
}

/** Title, description, social tags, canonical link and JSON-LD; React 19 hoists them into <head>. */
export function PageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  image,
  type = 'website',
  jsonLd,
}: PageMetaProps) {
  // The page's own address: known in the browser, so the structured data waits for it (after hydration).
  const hydrated = useHydrated();
  const fullTitle = title ? `${title} | ${SITE}` : DEFAULT_TITLE;
  const url = `${location.origin}${path}`;
  const imageUrl = image ? new URL(image, location.origin).toString() : `${location.origin}/favicon.svg`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {jsonLd && hydrated && (
        <script
          type="application/ld+json"
          // JSON-LD is data, not script; '<' is escaped so stored text cannot close the tag.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}
