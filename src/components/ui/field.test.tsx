import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CheckboxField, Field, Input, TextareaField, TextField } from "./field";

describe("Field", () => {
  it("labels its control and links the hint and the error", () => {
    render(<TextField label="Work e-mail" name="email" type="email" hint="We never share it." error="Enter an e-mail address." />);
    const input = screen.getByRole("textbox", { name: "Work e-mail" });
    expect(input).toHaveAttribute("name", "email");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Enter an e-mail address. We never share it.");
  });

  it("is valid and undescribed without an error or hint", () => {
    render(<TextField label="Full name" name="name" />);
    const input = screen.getByRole("textbox", { name: "Full name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("can mark a control invalid without a message", () => {
    render(<TextField label="Password" name="password" invalid />);
    expect(screen.getByRole("textbox", { name: "Password" })).toHaveAttribute("aria-invalid", "true");
  });

  it("hands its wiring to any control and can hide the label visually only", () => {
    render(
      <Field label="Search the blog" hideLabel hint="Titles and tags">
        {(control) => <Input {...control} type="search" />}
      </Field>,
    );
    expect(screen.getByRole("searchbox", { name: "Search the blog" })).toHaveAccessibleDescription("Titles and tags");
  });

  it("labels a textarea", () => {
    render(<TextareaField label="Comment" name="comment-message" required />);
    const textarea = screen.getByRole("textbox", { name: "Comment" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).toBeRequired();
  });

  it("keeps links in a checkbox label separately reachable", () => {
    render(
      <CheckboxField
        name="terms"
        label={
          <>
            I accept the <a href="/terms">Terms</a>
          </>
        }
      />,
    );
    expect(screen.getByRole("checkbox", { name: "I accept the Terms" })).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  });
});
