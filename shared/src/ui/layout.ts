import styles from './layout.module.css';

/** The kit's layout classes (see layout.module.css), for a page to put beside its own: `cx(layoutClassNames.toolbar, styles.toolbar)`. */
export const layoutClassNames = {
  plainList: styles.plainList,
  toolbar: styles.toolbar,
  facts: styles.facts,
  navLink: styles.navLink,
};
