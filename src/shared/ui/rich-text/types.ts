export interface RichTextProps {
  /** HTML from the network (news, additional pages…): sanitised, so nothing in it ever runs. */
  html: string;
  className?: string | undefined;
}
