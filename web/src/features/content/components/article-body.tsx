import { articleBlocks } from '../utils/article-blocks.ts';

/** Renders stored article text as React text nodes: nothing in it is ever interpreted as HTML. */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="text-[1.075rem] leading-[1.8] text-foreground/90">
      {articleBlocks(body).map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} className="mt-12 font-display text-2xl leading-snug text-foreground sm:text-3xl">
            {block.text}
          </h2>
        ) : (
          <p
            key={index}
            className="mt-5 first:mt-0 first:first-letter:float-left first:first-letter:mr-3 first:first-letter:font-display first:first-letter:text-6xl first:first-letter:leading-[0.9] first:first-letter:text-accent"
          >
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
