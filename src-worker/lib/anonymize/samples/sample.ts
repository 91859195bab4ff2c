/** One test variation: text, the values that must not leave the machine, and text that must survive. */
export interface Sample {
  lang: string;
  text: string;
  secrets: string[];
  keep?: string[];
}
