import type { Post, PostSummary } from "~/content/blog/posts.server";
import { PostArticle, PostHeader, SidebarLists } from "./blog-post.server";
import { PostLayout } from "./post-layout";

/**
 * A whole post page rendered in one pass (the Astro build): the static parts inside PostLayout.
 * React Router renders the same parts to HTML blocks in its loader instead (app/routes/blog-post.tsx).
 */
export function PostPage({ post, posts, details }: { post: Post; posts: PostSummary[]; details: boolean }) {
  return (
    <PostLayout
      header={<PostHeader post={post} detailsPath={details} />}
      article={<PostArticle post={post} />}
      sidebar={<SidebarLists posts={posts} current={post.slug} />}
    />
  );
}
