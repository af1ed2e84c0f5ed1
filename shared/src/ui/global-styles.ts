// The one global stylesheet (design tokens + base styles). Import this module once, in the shell
// and in each remote's standalone harness — never from a component, so nothing is injected twice.
import './tokens.css';
