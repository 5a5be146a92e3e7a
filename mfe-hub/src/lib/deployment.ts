/** The two sites this remote serves: the hub console and the reward (agency) site (routes.tsx). */
export type Deployment = 'hub' | 'reward';
