import { enhanceStaticForms } from "../../chrome/forms";

/**
 * The post page's behaviour in the Astro build, in place of React (src/sections/blog/post-layout.tsx
 * is rendered once, never hydrated): the comment, search and newsletter forms validate, send nothing
 * and say so, and a Reply button in the thread moves focus to the comment form.
 *
 * The forms are src/components/forms' React markup, which cannot carry the `data-static-form`
 * message src/chrome/forms.ts reads; the page lists the messages instead
 * (`<script type="application/json" data-blog-forms>`), keyed by the name of a field of each form.
 */
const source = document.querySelector("script[data-blog-forms]");
const messages = JSON.parse(source?.textContent || "{}") as Record<string, string>;
for (const [field, message] of Object.entries(messages)) {
  const form = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field}"]`)?.form;
  if (form) form.dataset.staticForm = message;
}
// The site script enhances these forms too if it runs later; enhancing twice is a no-op.
enhanceStaticForms();

const commentForm = document.getElementById("leave-a-comment");
document.addEventListener("click", (event) => {
  if (!(event.target instanceof Element) || !event.target.closest("[data-reply]")) return;
  commentForm?.querySelector<HTMLInputElement>('[name="comment-name"]')?.focus();
});
