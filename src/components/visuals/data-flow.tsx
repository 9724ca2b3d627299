import {
  ArrowLeft,
  ArrowLeftRight,
  ArrowRight,
  ChartSpline,
  Database,
  FileCheck2,
  FileSearch,
  Inbox,
  Radar,
  RefreshCw,
  Send,
  ShieldCheck,
  Warehouse,
  type LucideIcon,
} from "lucide-react";
import { LogoMark } from "~/chrome/logo";
import type { DataFlowCopy, FlowNode } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";

// Icons follow the order of the nodes in the copy: ERPs, WMS, inbox; forecast, risk, matching; PO, e-mail, update.
const sourceIcons: readonly LucideIcon[] = [Database, Database, Database, Warehouse, Inbox];
const modelIcons: readonly LucideIcon[] = [ChartSpline, Radar, FileSearch];
const actionIcons: readonly LucideIcon[] = [FileCheck2, Send, RefreshCw];

function ColumnHead({ step, label }: { step: string; label: string }) {
  return (
    <p className="text-ink-muted mb-3 flex items-center gap-2 text-[0.6875rem] font-semibold tracking-[0.1em] uppercase">
      <span className="bg-ink text-surface grid size-5 place-items-center rounded-md font-mono text-[0.625rem] tracking-normal">{step}</span>
      {label}
    </p>
  );
}

function Node({ node, icon: Icon, tone }: { node: FlowNode; icon: LucideIcon; tone: "source" | "model" | "action" }) {
  const DirectionIcon = node.direction === "both" ? ArrowLeftRight : ArrowRight;
  return (
    <li
      className={cn(
        "flex min-w-0 gap-3 rounded-xl px-3 py-2.5 ring-1",
        tone === "model" ? "bg-brand-soft ring-brand-tint" : "ring-line bg-surface-raised shadow-card",
      )}
    >
      <span
        className={cn(
          "grid size-8 shrink-0 place-items-center rounded-lg",
          tone === "source" && "bg-surface-muted text-ink",
          tone === "model" && "bg-primary-600 text-white",
          tone === "action" && "bg-success-soft text-success-ink",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[0.8125rem] leading-snug font-semibold text-ink">{node.name}</span>
        <span className="text-ink-muted block text-xs leading-snug">{node.detail}</span>
        {node.sync ? (
          <span className="text-brand mt-1 inline-flex items-center gap-1 text-[0.6875rem] font-semibold">
            <DirectionIcon aria-hidden="true" className="size-3" />
            {node.sync}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** The arrow between two columns: right on wide screens, down when the columns stack. */
function Flow() {
  return (
    <div aria-hidden="true" className="grid place-items-center py-1 lg:py-0">
      <span className="ring-line text-brand-vivid bg-surface-raised grid size-8 place-items-center rounded-full ring-1">
        <ArrowRight className="size-4 rotate-90 lg:rotate-0" />
      </span>
    </div>
  );
}

/**
 * The platform as a diagram (build time only): connectors read the customer's systems into one data
 * model, models forecast and check it, actions go out, and a loop underneath shows the write-back.
 * One image named by `alt`; every label inside is real text in the page language.
 */
export function DataFlow({ copy, className }: { copy: DataFlowCopy; className?: string }) {
  const { sources, model, models, actions, writeBack } = copy;
  return (
    <div role="img" aria-label={copy.alt} className={cn("ring-line bg-surface-muted rounded-[1.75rem] p-4 ring-1 sm:p-6 lg:p-8", className)}>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,1.05fr)_2rem_minmax(0,1fr)_2rem_minmax(0,1fr)_2rem_minmax(0,1fr)] lg:gap-2">
        <div>
          <ColumnHead step={sources.step} label={sources.label} />
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {sources.nodes.map((node, index) => (
              <Node key={node.name} node={node} icon={sourceIcons[index]!} tone="source" />
            ))}
          </ul>
        </div>
        <Flow />
        <div className="flex flex-col">
          <ColumnHead step={model.step} label={model.label} />
          <div className="bg-navy-950 shadow-lift flex flex-1 flex-col justify-center rounded-2xl p-5 text-white">
            <div className="flex items-center gap-3">
              <LogoMark className="size-9" />
              <p className="font-display text-[0.9375rem] leading-snug font-semibold">{model.title}</p>
            </div>
            <p className="text-navy-200 mt-3 text-xs leading-relaxed">{model.text}</p>
            <ul className="mt-4 flex flex-wrap gap-1.5">
              {model.entities.map((entity) => (
                <li key={entity} className="rounded-pill bg-white/10 px-2.5 py-1 text-[0.6875rem] font-medium text-cyan-100 ring-1 ring-white/10">
                  {entity}
                </li>
              ))}
            </ul>
            <p className="mt-5 inline-flex items-center gap-1.5 text-[0.6875rem] font-semibold text-emerald-200">
              <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0" />
              {model.region}
            </p>
          </div>
        </div>
        <Flow />
        <div className="flex flex-col">
          <ColumnHead step={models.step} label={models.label} />
          <ul className="grid flex-1 content-center gap-2 sm:grid-cols-3 lg:grid-cols-1">
            {models.nodes.map((node, index) => (
              <Node key={node.name} node={node} icon={modelIcons[index]!} tone="model" />
            ))}
          </ul>
        </div>
        <Flow />
        <div className="flex flex-col">
          <ColumnHead step={actions.step} label={actions.label} />
          <ul className="grid flex-1 content-center gap-2 sm:grid-cols-3 lg:grid-cols-1">
            {actions.nodes.map((node, index) => (
              <Node key={node.name} node={node} icon={actionIcons[index]!} tone="action" />
            ))}
          </ul>
        </div>
      </div>

      {/* The loop back: what the actions change lands in the systems on the left. */}
      <div className="border-primary-500/50 mt-5 flex items-start gap-3 rounded-xl border-2 border-dashed bg-surface-raised px-4 py-3 sm:items-center">
        <span className="bg-primary-600 grid size-7 shrink-0 place-items-center rounded-full text-white">
          <ArrowLeft aria-hidden="true" className="size-4 rotate-90 sm:rotate-0" />
        </span>
        <p className="text-xs leading-relaxed sm:text-[0.8125rem]">
          <span className="text-brand font-semibold">{writeBack.label}</span> <span className="text-ink-muted">{writeBack.text}</span>
        </p>
      </div>
    </div>
  );
}
