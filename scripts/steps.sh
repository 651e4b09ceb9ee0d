# Sourced by the test scripts: `step NAME` starts a step and says how long the one before took,
# `step_done` ends the last; CI's log then tells where the time went.
step_name=""
step_start=0
step_done() {
  if [ -n "$step_name" ]; then echo "deckhand: $step_name took $(( $(date +%s) - step_start )) s"; fi
  step_name=""
}
step() {
  step_done
  step_name="$1"
  step_start=$(date +%s)
  echo "deckhand: $1"
}
