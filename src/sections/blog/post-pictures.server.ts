import type { PostSummary } from "~/content/blog/posts";
import { pictureOf, postShape, type Picture } from "~/content/media";

/** A post as a card, header or sidebar entry draws it: with its photo made a picture, if it has one. */
export type PicturedPost<T extends PostSummary = PostSummary> = T & { picture?: Picture };

/**
 * A post (or each of a list) with its photo through the image pipeline (src/content/media.ts), cut to the drawn
 * cover's 16:9. The pipeline makes each size once per build, however many pages show it.
 */
export async function withPicture<T extends PostSummary>(post: T): Promise<PicturedPost<T>> {
  return post.photo ? { ...post, picture: await pictureOf(post.photo, postShape) } : post;
}

export function withPictures<T extends PostSummary>(posts: readonly T[]): Promise<PicturedPost<T>[]> {
  return Promise.all(posts.map(withPicture));
}
