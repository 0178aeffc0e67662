import type { DiagramType } from '@lessonloom/contracts';

/** One realistic Mermaid source per diagram type (cycle and graph are flowcharts; venn uses venn-beta). */
export const MERMAID_BY_TYPE: Record<DiagramType, string> = {
  flowchart: `flowchart TD
  A[Sunlight reaches the leaf] --> B(Chlorophyll absorbs light)
  B --> C{Enough water?}
  C -->|yes| D[Glucose and oxygen are made]
  C -->|no| E[Leaf wilts; photosynthesis slows]`,
  mindmap: `mindmap
  root((Photosynthesis))
    Inputs
      Sunlight
      Water
      Carbon dioxide
    Outputs
      Glucose
      Oxygen
    Where
      Chloroplasts`,
  sequence: `sequenceDiagram
  participant R as Roots
  participant S as Stem
  participant L as Leaf
  R->>S: Water and minerals
  S->>L: Water travels up the xylem
  L-->>S: Sugars move down the phloem`,
  graph: `graph LR
  Sun --> Grass
  Grass --> Rabbit
  Grass --> Grasshopper
  Rabbit --> Fox
  Grasshopper --> Frog
  Frog --> Fox`,
  timeline: `timeline
  title Discovering photosynthesis
  1648 : Van Helmont weighs a willow tree
  1771 : Priestley finds plants restore air
  1779 : Ingenhousz shows light is needed
  1960 : Calvin maps the carbon cycle`,
  venn: `venn-beta
  title Plant and animal cells
  set P["Plant cells"]
    text W["Cell wall"]
  set A["Animal cells"]
    text C["Centrioles"]
  union P,A["Both"]`,
  cycle: `flowchart LR
  E[Evaporation] --> C[Condensation]
  C --> P[Precipitation]
  P --> R[Collection]
  R --> E`,
};
