/**
 * The post page's Reply buttons (src/sections/blog/post-layout.tsx is rendered once, at build time):
 * a press moves focus to the comment form. The page's comment and newsletter forms need nothing
 * here: they are static forms, which the site script runs (src/behaviours/forms.ts).
 */
const commentForm = document.getElementById("leave-a-comment");
document.addEventListener("click", (event) => {
  if (!(event.target instanceof Element) || !event.target.closest("[data-reply]")) return;
  commentForm?.querySelector<HTMLInputElement>('[name="comment-name"]')?.focus();
});
