// The kit's stylesheet (kit.css), imported by shared's full entry only: the login page's core
// never links it.
import kitStylesheet from './kit.css?stylesheet';

export { kitStylesheet };
