/** UI microcopy of the blog: list cards, pagination, post page, sidebar, feed. */
export const blog = {
  blog: {
    /** SPEC §3 categories; keys are the `category` values of the post files. */
    categories: {
      business: "Business",
      technology: "Technology",
      marketing: "Marketing",
      ai: "Artificial Intelligence",
      graphics: "Graphics",
    },
    /** SPEC §2 sidebar tags; keys are the `tags` values of the post files. */
    tags: {
      article: "Article",
      business: "Business",
      digital: "Digital",
      technology: "Technology",
      "ui-ux": "UI/UX",
    },
    list: {
      heading: "Latest articles",
      pageTitle: "Our Blog, page {{page}} of {{count}}",
      pageIntro: "Page {{page}} of {{count}}: older articles on forecasting, procurement and supply-chain risk.",
      readMore: "Read More",
      /** Read after "Read More" by screen readers only, so each link names its post. */
      readMoreAbout: ": {{title}}",
      categoryLabel: "Category",
      dateLabel: "Published",
    },
    /** The list pages of one category or tag: /blog/category/<key>, /blog/tag/<key> (`name` is its label above). */
    topic: {
      category: {
        title: "{{name}} – Blog",
        heading: "Posts in {{name}}",
        intro: "Every article in the {{name}} category, newest first.",
        description: "Articles in the {{name}} category of the Orkestra blog, on forecasting, procurement and supply-chain automation, newest first.",
      },
      tag: {
        title: "Posts tagged {{name}} – Blog",
        heading: "Posts tagged {{name}}",
        intro: "Every article tagged {{name}}, newest first.",
        description: "Articles tagged {{name}} on the Orkestra blog, on forecasting, procurement and supply-chain automation, newest first.",
      },
      /** Pages after the first: "Technology – Blog, page 2 of 3". */
      pageTitle: "{{title}}, page {{page}} of {{count}}",
      page: "Page {{page}} of {{count}}.",
    },
    pagination: {
      label: "Blog pages",
      previous: "Previous",
      next: "Next",
      previousLong: "Previous page",
      nextLong: "Next page",
      page: "Page {{page}}",
    },
    post: {
      by: "By {{name}}, {{role}}",
      // Plural forms: t("blog.post.likes", { count }) picks `_one` or `_other` (src/i18n/translate.tsx).
      likes_one: "{{count}} like",
      likes_other: "{{count}} likes",
      comments_one: "{{count}} comment",
      comments_other: "{{count}} comments",
      reactions: "Reactions",
      previous: "Previous post",
      next: "Next post",
      adjacent: "More posts",
      commentsHeading_one: "{{count}} comment on this post",
      commentsHeading_other: "{{count}} comments on this post",
      reply: "Reply",
      replyTo: "Reply to {{name}}",
      repliesTo: "Replies to {{name}}",
      leaveComment: "Leave a comment",
      commentIntro: "Questions, objections and field notes are all welcome. Your e-mail address is never published.",
      tagsLabel: "Tags",
      detailsNote: "This is our newest article. It also has its own address:",
    },
    sidebar: {
      label: "More from the blog",
      search: "Search",
      categories: "Categories",
      postsIn_one: "{{count}} post",
      postsIn_other: "{{count}} posts",
      recent: "Recent posts",
      tags: "Tags",
      newsletter: "Newsletter",
      newsletterIntro: "One e-mail a month with our newest articles and notes from customers. No tracking pixels.",
    },
    rss: {
      link: "RSS feed",
      title: "Orkestra blog (RSS)",
      feedTitle: "Orkestra blog",
      feedDescription: "Articles on demand forecasting, purchase-order automation, ERP integration and supply-chain risk from the Orkestra team.",
    },
  },
} as const;
