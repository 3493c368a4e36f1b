// An uploaded picture, in the sizes and formats the build made of it.
import type { PictureSet } from "~/lib/pictures";

/**
 * A picture the build made in several sizes and formats (lib/pictures.ts): the browser takes the
 * first format it reads and the smallest file that fills `sizes`. Without them (`npm run dev`), the
 * upload itself.
 */
export function Picture({
  src,
  set,
  alt,
  sizes,
  className,
  width,
  height,
}: {
  src: string;
  set?: PictureSet;
  alt: string;
  sizes: string;
  className?: string;
  /** The img's size when no set is made: the space it takes before it loads. */
  width: number;
  height: number;
}) {
  if (!set) {
    return (
      <img className={className} src={src} alt={alt} width={width} height={height} loading="lazy" />
    );
  }
  return (
    <picture>
      {set.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={className}
        src={set.src}
        srcSet={set.srcset}
        sizes={sizes}
        alt={alt}
        width={set.width}
        height={set.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
