export interface Resource {
  id: string;
  title: string;
  description: string;
  fileName: string;
  sizeBytes: number;
  tags: string[];
}
