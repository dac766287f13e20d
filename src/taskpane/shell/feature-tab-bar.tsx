/**
 * The feature tabs in one row: the daily ones always (PRIMARY_FEATURE_IDS), the tab opened from "More tabs" beside
 * them while it is open, and the rest in the "More tabs" menu.
 */
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Tab, TabList, makeStyles, tokens } from "@fluentui/react-components";
import type { FeatureDefinition } from "../components/feature";
import { PRIMARY_FEATURE_IDS } from "./feature-tabs";

const useStyles = makeStyles({
  // Aligned to the first row of tabs when an opened tab from the menu wraps to a second.
  bar: { display: "flex", alignItems: "flex-start", gap: tokens.spacingHorizontalXS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  tabs: { flexWrap: "wrap", minWidth: 0, flex: 1 },
  more: { flexShrink: 0, marginTop: "4px" },
});

interface FeatureTabBarProps {
  features: readonly FeatureDefinition[];
  selectedId: string;
  onSelect(id: string): void;
}

export function FeatureTabBar({ features, selectedId, onSelect }: FeatureTabBarProps) {
  const styles = useStyles();
  const shown = features.filter((feature) => PRIMARY_FEATURE_IDS.includes(feature.id) || feature.id === selectedId);
  const more = features.filter((feature) => !PRIMARY_FEATURE_IDS.includes(feature.id));
  return (
    <div className={styles.bar}>
      <TabList className={styles.tabs} size="small" selectedValue={selectedId} onTabSelect={(_, data) => onSelect(String(data.value))} aria-label="Features">
        {shown.map((feature) => (
          <Tab key={feature.id} value={feature.id} id={`fxdesk-tab-${feature.id}`} aria-controls={`fxdesk-panel-${feature.id}`}>
            {feature.label}
          </Tab>
        ))}
      </TabList>
      <Menu checkedValues={{ feature: [selectedId] }} onCheckedValueChange={(_, data) => data.checkedItems[0] && onSelect(data.checkedItems[0])}>
        <MenuTrigger disableButtonEnhancement>
          <Button className={styles.more} size="small" appearance="subtle" aria-label="More tabs">
            More
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {more.map((feature) => (
              <MenuItemRadio key={feature.id} name="feature" value={feature.id}>
                {feature.label}
              </MenuItemRadio>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
