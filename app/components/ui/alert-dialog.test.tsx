import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ALERT_DIALOG_WIDTH, openAlertDialog, type AlertDialogOptions, type AlertDialogResult } from "./alert-dialog";

// jsdom has <dialog> but not its modal methods: stand in for the browser's part.
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
});
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

let trigger: HTMLButtonElement;
beforeEach(() => {
  showModal.mockClear();
  trigger = document.createElement("button");
  trigger.textContent = "Sign in";
  document.body.append(trigger);
  trigger.focus();
});
afterEach(() => {
  vi.useRealTimers();
  trigger.remove();
});

const ok = { value: "confirm", label: "OK" } as const;

/** Open a dialog; the result comes back wrapped, or awaiting open() would wait for it to close. */
async function open(options: Partial<AlertDialogOptions> = {}): Promise<{ result: Promise<AlertDialogResult> }> {
  let result!: Promise<AlertDialogResult>;
  await act(async () => {
    result = openAlertDialog({ title: "Orkestra", message: "Please fill all fields", buttons: [ok], ...options });
  });
  return { result };
}

/** Track whether a promise has settled without awaiting it. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
}

describe("openAlertDialog", () => {
  it("opens a modal alert dialog, labelled by its title and described by its message", async () => {
    const { result } = await open();
    const dialog = screen.getByRole("alertdialog", { name: "Orkestra" });
    expect(dialog).toHaveAccessibleDescription("Please fill all fields");
    expect(dialog.tagName).toBe("DIALOG");
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveStyle({ width: `${ALERT_DIALOG_WIDTH}px` });
    expect(ALERT_DIALOG_WIDTH).toBe(478);
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await expect(result).resolves.toBe("confirm");
  });

  it("moves focus in, then returns it to the trigger and removes itself", async () => {
    const { result } = await open();
    expect(screen.getByRole("button", { name: "OK" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await expect(result).resolves.toBe("confirm");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("returns focus to a given element instead, when asked", async () => {
    const field = document.createElement("input");
    document.body.append(field);
    const { result } = await open({ returnFocusTo: field });
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    await result;
    expect(field).toHaveFocus();
    field.remove();
  });

  it("resolves 'dismiss' on Escape", async () => {
    const { result } = await open();
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    await expect(result).resolves.toBe("dismiss");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("resolves 'dismiss' when the browser cancels it (its own Escape handling)", async () => {
    const { result } = await open();
    fireEvent(screen.getByRole("alertdialog"), new Event("cancel", { cancelable: true }));
    await expect(result).resolves.toBe("dismiss");
  });

  it("resolves 'dismiss' on a click outside, but not on a click inside", async () => {
    const { result } = await open();
    const state = track(result);
    const dialog = screen.getByRole("alertdialog");
    const message = screen.getByText("Please fill all fields");
    fireEvent.pointerDown(message, { clientX: 5, clientY: 5 });
    fireEvent.click(message, { clientX: 5, clientY: 5 });
    // A drag that starts inside and ends on the backdrop is not an outside click either.
    fireEvent.click(dialog, { clientX: 900, clientY: 900 });
    await act(async () => {});
    expect(state.settled).toBe(false);
    expect(dialog).toBeInTheDocument();

    // jsdom lays nothing out, so the box is 0x0 at the origin and (900, 900) is outside it.
    fireEvent.pointerDown(dialog, { clientX: 900, clientY: 900 });
    fireEvent.click(dialog, { clientX: 900, clientY: 900 });
    await expect(result).resolves.toBe("dismiss");
  });

  it("keeps a press on the backdrop from moving focus or selection (the returned-to field must take typing)", async () => {
    const { result } = await open();
    const dialog = screen.getByRole("alertdialog");
    // fireEvent returns false when the default was prevented.
    expect(fireEvent.mouseDown(screen.getByText("Please fill all fields"), { clientX: 5, clientY: 5 })).toBe(true);
    expect(fireEvent.mouseDown(dialog, { clientX: 900, clientY: 900 })).toBe(false);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await expect(result).resolves.toBe("dismiss");
  });

  it("closes itself after the timer, when one is set", async () => {
    vi.useFakeTimers();
    const { result } = await open({ timer: 4000 });
    const state = track(result);
    await act(async () => {
      vi.advanceTimersByTime(3999);
    });
    expect(state.settled).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(state.value).toBe("dismiss");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("holds the timer while the pointer rests on it, then runs out the rest", async () => {
    vi.useFakeTimers();
    const { result } = await open({ timer: 4000 });
    const state = track(result);
    const dialog = screen.getByRole("alertdialog");
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.pointerEnter(dialog);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(state.settled).toBe(false);
    fireEvent.pointerLeave(dialog);
    await act(async () => {
      vi.advanceTimersByTime(2990);
    });
    expect(state.settled).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(10);
    });
    expect(state.value).toBe("dismiss");
  });

  it("never closes on a timer when none is set", async () => {
    vi.useFakeTimers();
    const { result } = await open();
    const state = track(result);
    await act(async () => {
      vi.advanceTimersByTime(60 * 60 * 1000);
    });
    expect(state.settled).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await act(async () => {});
    expect(state.value).toBe("confirm");
  });

  it("resolves with the pressed action of two: cancel or confirm", async () => {
    const buttons = [
      { value: "cancel", label: "Keep editing" },
      { value: "confirm", label: "Discard" },
    ] as const;
    const { result: first } = await open({ buttons });
    // With two buttons, focus starts on the first (least destructive) one.
    expect(screen.getByRole("button", { name: "Keep editing" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    await expect(first).resolves.toBe("cancel");

    const { result: second } = await open({ buttons });
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    await expect(second).resolves.toBe("confirm");
  });

  it("shows a loading state on a button while its action runs, then resolves with its value", async () => {
    let finish!: () => void;
    const onPress = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = await open({
      buttons: [
        { value: "cancel", label: "Cancel" },
        { value: "confirm", label: "Send nudge", onPress, loadingLabel: "Sending nudge" },
      ],
    });
    const state = track(result);
    const confirm = screen.getByRole("button", { name: "Send nudge" });
    fireEvent.click(confirm);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute("aria-busy", "true");
    expect(confirm).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Sending nudge");

    // While it loads, nothing else closes it and a second press does not run the action again.
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.click(confirm);
    await act(async () => {});
    expect(state.settled).toBe(false);
    expect(onPress).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(state.value).toBe("confirm");
  });

  it("stays open and usable when a loading action fails", async () => {
    let fail!: () => void;
    const { result } = await open({
      buttons: [{ value: "confirm", label: "Retry", onPress: () => new Promise<void>((_, reject) => (fail = () => reject(new Error("offline")))) }],
    });
    const state = track(result);
    const button = screen.getByRole("button", { name: "Retry" });
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-busy", "true");
    await act(async () => fail());
    expect(state.settled).toBe(false);
    expect(button).not.toHaveAttribute("aria-busy");
    expect(button).not.toHaveAttribute("aria-disabled");
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    await expect(result).resolves.toBe("dismiss");
  });

  it("accepts only one or two buttons", async () => {
    const none = openAlertDialog({
      title: "Orkestra",
      message: "x",
      // @ts-expect-error -- at least one button
      buttons: [],
    });
    await expect(none).rejects.toThrow(RangeError);
    const three = openAlertDialog({
      title: "Orkestra",
      message: "x",
      // @ts-expect-error -- at most two buttons
      buttons: [ok, { value: "cancel", label: "Cancel" }, ok],
    });
    await expect(three).rejects.toThrow(RangeError);
    // Two buttons are a cancel followed by a confirm.
    // @ts-expect-error -- not two confirms
    const twoConfirms: AlertDialogOptions["buttons"] = [ok, ok];
    expect(twoConfirms).toHaveLength(2);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("closes with 'dismiss' when its signal aborts", async () => {
    const controller = new AbortController();
    const { result } = await open({ signal: controller.signal });
    await act(async () => controller.abort());
    await expect(result).resolves.toBe("dismiss");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("renders text as text, keeping spacing exactly as given", async () => {
    const message = "Please accept theTerms & Conditions  and  Privacy Policy <img src=x onerror=alert(1)>";
    const { result } = await open({ message });
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.querySelector("img")).toBeNull();
    expect(screen.getByText(message, { normalizer: (text) => text }).textContent).toBe(message);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await result;
  });
});
