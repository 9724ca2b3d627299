import type { Post, PostSummary } from "~/content/blog/posts";
import { PostArticle, PostHeader, SidebarLists } from "./blog-post.server";
import { PostLayout } from "./post-layout";

/**
 * A whole post page (src/layouts/blog/Post.astro): the static parts inside PostLayout.
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
