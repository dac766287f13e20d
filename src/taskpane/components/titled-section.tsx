/** A part of a tab under a heading of its own, which names the part for assistive technology. */
import type { ReactNode } from "react";
import { Subtitle2 } from "@fluentui/react-components";
import { useLayoutStyles } from "./layout-styles";

interface TitledSectionProps {
  /** The heading's id, unique on the page: the section is labelled by it. */
  headingId: string;
  title: ReactNode;
  /** h2 for a tab's own parts, h3 for a part inside one. */
  level?: "h2" | "h3";
  testId?: string;
  /** Stacked under the heading. */
  children: ReactNode;
}

export function TitledSection({ headingId, title, level = "h2", testId, children }: TitledSectionProps) {
  const layout = useLayoutStyles();
  return (
    <section className={layout.stack} aria-labelledby={headingId} data-testid={testId}>
      <Subtitle2 as={level} id={headingId}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}
